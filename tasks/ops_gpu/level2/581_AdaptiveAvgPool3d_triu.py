"""AdaptiveAvgPool3d -> torch.triu: synthesised by warpgym synth (seed 7, index 937, torch#2, dim 0 x4418)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool3d -> torch.triu"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_0 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool3d_0(x)
        x = torch.triu(x)
        return x


def get_inputs():
    return [torch.randn(35344, 16, 32, 32)]


def get_init_inputs():
    return []
