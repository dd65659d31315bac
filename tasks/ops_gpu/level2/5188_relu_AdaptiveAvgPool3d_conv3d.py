"""F.relu -> AdaptiveAvgPool3d -> F.conv3d: synthesised by warpgym synth (seed 9, index 712, torch#3, dim 0 x1591)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> AdaptiveAvgPool3d -> F.conv3d"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool3d_1 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x, x1):
        x = F.relu(x)
        x = self.adaptiveavgpool3d_1(x)
        x = F.conv3d(x, x1)
        return x


def get_inputs():
    return [torch.randn(3182, 8, 8, 16, 16), torch.randn(3182, 8, 4, 4, 4)]


def get_init_inputs():
    return []
