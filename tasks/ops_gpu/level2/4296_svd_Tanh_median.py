"""torch.svd -> Tanh -> torch.median: synthesised by warpgym synth (seed 7, index 6578, torch#3, dim 0 x2755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.svd -> Tanh -> torch.median"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = torch.svd(x)[0]
        x = self.tanh_1(x)
        x = torch.median(x)
        return x


def get_inputs():
    return [torch.randn(22040, 16, 32, 32)]


def get_init_inputs():
    return []
