"""MaxPool3d -> torch.neg: synthesised by warpgym synth (seed 8, index 423, torch#2, dim 0 x4103)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool3d -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.maxpool3d_0 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool3d_0(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(16412, 32, 32, 32)]


def get_init_inputs():
    return []
