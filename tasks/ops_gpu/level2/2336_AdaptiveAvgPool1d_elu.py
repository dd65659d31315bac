"""AdaptiveAvgPool1d -> F.elu: synthesised by warpgym synth (seed 7, index 3686, torch#2, dim 0 x7837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool1d -> F.elu"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool1d_0 = nn.AdaptiveAvgPool1d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool1d_0(x)
        x = F.elu(x)
        return x


def get_inputs():
    return [torch.randn(125392, 32, 256)]


def get_init_inputs():
    return []
