"""torch.addcdiv -> LayerNorm: synthesised by warpgym synth (seed 7, index 6046, torch#2, dim 0 x1255)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x, x1, x2):
        x = torch.addcdiv(x, x1, x2)
        x = self.layernorm_1(x)
        return x


def get_inputs():
    return [torch.randn(20080, 32, 256), torch.randn(20080, 32, 256), torch.randn(20080, 32, 256)]


def get_init_inputs():
    return []
