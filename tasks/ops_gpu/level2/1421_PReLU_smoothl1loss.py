"""PReLU -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 1947, torch#2, dim 0 x2144)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()

    def forward(self, x, x1):
        x = self.prelu_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(34304, 32, 16, 16), torch.randn(34304, 32, 16, 16)]


def get_init_inputs():
    return []
