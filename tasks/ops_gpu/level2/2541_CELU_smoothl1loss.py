"""CELU -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 3462, torch#2, dim 0 x5185)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CELU -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()

    def forward(self, x, x1):
        x = self.celu_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(663680, 256), torch.randn(663680, 256)]


def get_init_inputs():
    return []
