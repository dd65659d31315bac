"""torch.sign -> torch.frexp -> torch.cumprod -> ReLU6 -> torch.hypot: synthesised by warpgym synth (seed 9, index 622, torch#5, dim 0 x1041)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sign -> torch.frexp -> torch.cumprod -> ReLU6 -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x, x1):
        x = torch.sign(x)
        x = torch.frexp(x)[0]
        x = torch.cumprod(x, -1)
        x = self.relu6_3(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(66624, 1024), torch.randn(66624, 1024)]


def get_init_inputs():
    return []
