"""RMSNorm -> Unfold: synthesised by warpgym synth (seed 9, index 633, torch#2, dim 0 x275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RMSNorm -> Unfold"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_0 = nn.RMSNorm(normalized_shape=64)
        self.unfold_1 = nn.Unfold(kernel_size=3)

    def forward(self, x):
        x = self.rmsnorm_0(x)
        x = self.unfold_1(x)
        return x


def get_inputs():
    return [torch.randn(8800, 128, 64)]


def get_init_inputs():
    return []
