"""F.group_norm -> AdaptiveAvgPool2d -> torch.sort -> torch.unique_consecutive: synthesised by warpgym synth (seed 7, index 1511, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> AdaptiveAvgPool2d -> torch.sort -> torch.unique_consecutive"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_1 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.adaptiveavgpool2d_1(x)
        x = torch.sort(x)[0]
        x = torch.unique_consecutive(x)
        return x


def get_inputs():
    return [torch.randn(8, 64, 16, 16)]


def get_init_inputs():
    return []
