"""LocalResponseNorm -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 30, torch#2, dim 0 x1362)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x, x1):
        x = self.localresponsenorm_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(10896, 16, 32, 32), torch.randn(10896, 16, 32, 32)]


def get_init_inputs():
    return []
