"""LayerNorm -> torch.sort -> F.avg_pool1d: synthesised by warpgym synth (seed 7, index 882, torch#3, dim 0 x520)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.sort -> F.avg_pool1d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = torch.sort(x)[0]
        x = F.avg_pool1d(x, 3)
        return x


def get_inputs():
    return [torch.randn(266240, 256)]


def get_init_inputs():
    return []
