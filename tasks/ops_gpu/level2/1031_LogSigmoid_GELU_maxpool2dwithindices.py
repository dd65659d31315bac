"""LogSigmoid -> GELU -> F.max_pool2d_with_indices: synthesised by warpgym synth (seed 7, index 1675, torch#3, dim 0 x255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> GELU -> F.max_pool2d_with_indices"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.gelu_1 = nn.GELU()

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.gelu_1(x)
        x = F.max_pool2d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(2040, 256, 128)]


def get_init_inputs():
    return []
