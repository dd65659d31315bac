"""torch.swapaxes -> Hardswish -> torch.matmul: synthesised by warpgym synth (seed 7, index 2524, torch#3, dim 0 x1536)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.swapaxes -> Hardswish -> torch.matmul"""

    def __init__(self):
        super().__init__()
        self.hardswish_1 = nn.Hardswish()

    def forward(self, x, x1):
        x = torch.swapaxes(x, 2, 1)
        x = self.hardswish_1(x)
        x = torch.matmul(x, x1)
        return x


def get_inputs():
    return [torch.randn(6144, 32, 32, 32), torch.randn(6144, 32, 32, 32)]


def get_init_inputs():
    return []
