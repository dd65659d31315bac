"""AdaptiveAvgPool1d -> RMSNorm: synthesised by warpgym synth (seed 7, index 5889, torch#2, dim 0 x1396)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(11168, 256, 128)]


def get_init_inputs():
    return []
