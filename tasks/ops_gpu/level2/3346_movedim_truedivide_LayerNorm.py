"""torch.movedim -> torch.true_divide -> LayerNorm: synthesised by warpgym synth (seed 7, index 5268, torch#3, dim 0 x3360)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.movedim -> torch.true_divide -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=8)

    def forward(self, x, x1):
        x = torch.movedim(x, 2, 1)
        x = torch.true_divide(x, x1)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(13440, 16, 8, 8, 8), torch.randn(13440, 8, 16, 8, 8)]


def get_init_inputs():
    return []
