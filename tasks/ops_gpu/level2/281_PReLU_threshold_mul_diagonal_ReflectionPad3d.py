"""PReLU -> F.threshold -> torch.mul -> torch.diagonal -> ReflectionPad3d: synthesised by warpgym synth (seed 7, index 435, torch#5, dim 0 x14373)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.threshold -> torch.mul -> torch.diagonal -> ReflectionPad3d"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.reflectionpad3d_4 = nn.ReflectionPad3d(padding=1)

    def forward(self, x, x1):
        x = self.prelu_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = torch.mul(x, x1)
        x = torch.diagonal(x)
        x = self.reflectionpad3d_4(x)
        return x


def get_inputs():
    return [torch.randn(57492, 16, 8, 8, 8), torch.randn(57492, 16, 8, 8, 8)]


def get_init_inputs():
    return []
