"""torch.sub -> Bilinear: synthesised by warpgym synth (seed 7, index 6483, torch#2, dim 0 x1661)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.bilinear_1 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)

    def forward(self, x, x1, x2):
        x = torch.sub(x, x1)
        x = self.bilinear_1(x, x2)
        return x


def get_inputs():
    return [torch.randn(13288, 64, 16, 16), torch.randn(13288, 64, 16, 16), torch.randn(13288, 64, 16, 16)]


def get_init_inputs():
    return []
