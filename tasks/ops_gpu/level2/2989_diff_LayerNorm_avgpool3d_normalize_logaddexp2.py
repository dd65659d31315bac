"""torch.diff -> LayerNorm -> F.avg_pool3d -> F.normalize -> torch.logaddexp2: synthesised by warpgym synth (seed 7, index 4726, torch#5, dim 0 x2841)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> LayerNorm -> F.avg_pool3d -> F.normalize -> torch.logaddexp2"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=15)

    def forward(self, x, x1):
        x = torch.diff(x)
        x = self.layernorm_1(x)
        x = F.avg_pool3d(x, 3)
        x = F.normalize(x)
        x = torch.logaddexp2(x, x1)
        return x


def get_inputs():
    return [torch.randn(45456, 32, 16, 16), torch.randn(45456, 10, 5, 5)]


def get_init_inputs():
    return []
