"""F.hardtanh -> torch.frac -> F.tanh -> F.adaptive_max_pool1d_with_indices -> ELU: synthesised by warpgym synth (seed 7, index 6017, torch#5, dim 0 x2429)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> torch.frac -> F.tanh -> F.adaptive_max_pool1d_with_indices -> ELU"""

    def __init__(self):
        super().__init__()
        self.elu_4 = nn.ELU()

    def forward(self, x):
        x = F.hardtanh(x)
        x = torch.frac(x)
        x = F.tanh(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.elu_4(x)
        return x


def get_inputs():
    return [torch.randn(1243648, 256)]


def get_init_inputs():
    return []
