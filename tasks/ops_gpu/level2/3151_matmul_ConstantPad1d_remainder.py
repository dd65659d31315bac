"""torch.matmul -> ConstantPad1d -> torch.remainder: synthesised by warpgym synth (seed 7, index 4971, torch#3, dim 0 x7266)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matmul -> ConstantPad1d -> torch.remainder"""

    def __init__(self):
        super().__init__()
        self.constantpad1d_1 = nn.ConstantPad1d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = torch.matmul(x, x1)
        x = self.constantpad1d_1(x)
        x = torch.remainder(x, x2)
        return x


def get_inputs():
    return [torch.randn(14532, 8, 8, 16, 16), torch.randn(14532, 8, 8, 16, 16), torch.randn(14532, 8, 8, 16, 18)]


def get_init_inputs():
    return []
