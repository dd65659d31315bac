"""AdaptiveAvgPool1d -> F.elu -> torch.neg -> torch.frac -> F.softplus: synthesised by warpgym synth (seed 7, index 35, torch#5, dim 0 x7632)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> F.elu -> torch.neg -> torch.frac -> F.softplus"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = F.elu(x)
        x = torch.neg(x)
        x = torch.frac(x)
        x = F.softplus(x)
        return x


def get_inputs():
    return [torch.randn(122112, 32, 256)]


def get_init_inputs():
    return []
