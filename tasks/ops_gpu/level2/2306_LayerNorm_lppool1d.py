"""LayerNorm -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 3643, torch#2, dim 0 x1635)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.layernorm_0(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(418560, 256)]


def get_init_inputs():
    return []
