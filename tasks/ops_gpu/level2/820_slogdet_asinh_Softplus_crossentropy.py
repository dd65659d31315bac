"""torch.slogdet -> torch.asinh -> Softplus -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 1280, torch#4, dim 0 x7478)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> torch.asinh -> Softplus -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.softplus_2 = nn.Softplus()

    def forward(self, x, x1):
        x = torch.slogdet(x)[0]
        x = torch.asinh(x)
        x = self.softplus_2(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(29912, 32, 32, 32), torch.randn(29912, 32)]


def get_init_inputs():
    return []
