"""torch.add -> RMSNorm: synthesised by warpgym synth (seed 7, index 2817, torch#2, dim 0 x1909)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.add -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=1024)

    def forward(self, x, x1):
        x = torch.add(x, x1)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(122176, 1024), torch.randn(122176, 1024)]


def get_init_inputs():
    return []
