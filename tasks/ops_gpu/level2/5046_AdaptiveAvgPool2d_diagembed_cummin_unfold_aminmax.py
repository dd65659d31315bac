"""AdaptiveAvgPool2d -> torch.diag_embed -> torch.cummin -> F.unfold -> torch.aminmax: synthesised by warpgym synth (seed 9, index 508, torch#5, dim 0 x5901)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> torch.diag_embed -> torch.cummin -> F.unfold -> torch.aminmax"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = torch.diag_embed(x)
        x = torch.cummin(x, -1)[0]
        x = F.unfold(x, kernel_size=3)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(94416, 64, 128)]


def get_init_inputs():
    return []
