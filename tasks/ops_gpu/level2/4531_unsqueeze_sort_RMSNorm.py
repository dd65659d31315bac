"""torch.unsqueeze -> torch.sort -> RMSNorm: synthesised by warpgym synth (seed 8, index 145, torch#3, dim 0 x1059)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.unsqueeze -> torch.sort -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=1)

    def forward(self, x):
        x = torch.unsqueeze(x, -1)
        x = torch.sort(x)[0]
        x = self.rmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(4236, 32, 32, 32)]


def get_init_inputs():
    return []
