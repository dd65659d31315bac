"""F.rrelu -> ConstantPad1d -> F.max_pool1d_with_indices: synthesised by warpgym synth (seed 7, index 1217, torch#3, dim 0 x337)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> ConstantPad1d -> F.max_pool1d_with_indices"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x):
        x = F.rrelu(x)
        x = self.constantpad1d_1(x)
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        return x


def get_inputs():
    return [torch.randn(2696, 256, 128)]


def get_init_inputs():
    return []
