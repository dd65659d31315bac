"""F.tanh -> torch.triu -> F.adaptive_max_pool3d_with_indices -> torch.remainder -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3087, torch#5, dim 0 x9824)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.triu -> F.adaptive_max_pool3d_with_indices -> torch.remainder -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.hardsigmoid_4 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = torch.triu(x)
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.remainder(x, x1)
        x = self.hardsigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(19648, 8, 8, 16, 16), torch.randn(19648, 8, 4, 4, 4)]


def get_init_inputs():
    return []
