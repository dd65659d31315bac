"""torch.min -> RMSNorm -> GLU: synthesised by warpgym synth (seed 7, index 585, torch#3, dim 0 x805)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.min -> RMSNorm -> GLU"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=128)
        self.glu_2 = nn.GLU()

    def forward(self, x, x1):
        x = torch.min(x, x1)
        x = self.rmsnorm_1(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(6440, 256, 128), torch.randn(6440, 256, 128)]


def get_init_inputs():
    return []
