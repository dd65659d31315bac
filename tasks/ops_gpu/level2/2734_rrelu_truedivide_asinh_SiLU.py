"""F.rrelu -> torch.true_divide -> torch.asinh -> SiLU: synthesised by warpgym synth (seed 7, index 4316, torch#4, dim 0 x2445)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.rrelu -> torch.true_divide -> torch.asinh -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_3 = nn.SiLU()

    def forward(self, x, x1):
        x = F.rrelu(x)
        x = torch.true_divide(x, x1)
        x = torch.asinh(x)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(1251840, 256), torch.randn(1251840, 256)]


def get_init_inputs():
    return []
