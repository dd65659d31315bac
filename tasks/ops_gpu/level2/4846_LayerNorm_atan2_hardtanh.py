"""LayerNorm -> torch.atan2 -> F.hardtanh: synthesised by warpgym synth (seed 9, index 186, torch#3, dim 0 x925)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LayerNorm -> torch.atan2 -> F.hardtanh"""

    def __init__(self):
        super().__init__()
        self.layernorm_0 = nn.LayerNorm(normalized_shape=1024)

    def forward(self, x, x1):
        x = self.layernorm_0(x)
        x = torch.atan2(x, x1)
        x = F.hardtanh(x)
        return x


def get_inputs():
    return [torch.randn(59200, 1024), torch.randn(59200, 1024)]


def get_init_inputs():
    return []
