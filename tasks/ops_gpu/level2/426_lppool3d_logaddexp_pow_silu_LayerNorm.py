"""F.lp_pool3d -> torch.logaddexp -> torch.pow -> F.silu -> LayerNorm: synthesised by warpgym synth (seed 7, index 676, torch#5, dim 0 x6514)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.lp_pool3d -> torch.logaddexp -> torch.pow -> F.silu -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.layernorm_4 = nn.LayerNorm(normalized_shape=10)

    def forward(self, x, x1):
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = torch.logaddexp(x, x1)
        x = torch.pow(x, 2.0)
        x = F.silu(x)
        x = self.layernorm_4(x)
        return x


def get_inputs():
    return [torch.randn(26056, 32, 32, 32), torch.randn(26056, 10, 10, 10)]


def get_init_inputs():
    return []
