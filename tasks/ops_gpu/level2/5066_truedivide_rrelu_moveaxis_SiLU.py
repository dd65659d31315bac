"""torch.true_divide -> F.rrelu -> torch.moveaxis -> SiLU: synthesised by warpgym synth (seed 9, index 539, torch#4, dim 0 x2117)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.true_divide -> F.rrelu -> torch.moveaxis -> SiLU"""

    def __init__(self):
        super().__init__()
        self.silu_3 = nn.SiLU()

    def forward(self, x, x1):
        x = torch.true_divide(x, x1)
        x = F.rrelu(x)
        x = torch.moveaxis(x, 2, 1)
        x = self.silu_3(x)
        return x


def get_inputs():
    return [torch.randn(33872, 32, 256), torch.randn(33872, 32, 256)]


def get_init_inputs():
    return []
