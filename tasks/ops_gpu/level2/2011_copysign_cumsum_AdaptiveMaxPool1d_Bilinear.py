"""torch.copysign -> torch.cumsum -> AdaptiveMaxPool1d -> Bilinear: synthesised by warpgym synth (seed 7, index 3174, torch#4, dim 0 x390)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.copysign -> torch.cumsum -> AdaptiveMaxPool1d -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_2 = nn.AdaptiveMaxPool1d(output_size=4)
        self.bilinear_3 = nn.Bilinear(in1_features=4, in2_features=4, out_features=4)

    def forward(self, x, x1, x2):
        x = torch.copysign(x, x1)
        x = torch.cumsum(x, -1)
        x = self.adaptivemaxpool1d_2(x)
        x = self.bilinear_3(x, x2)
        return x


def get_inputs():
    return [torch.randn(12480, 128, 64), torch.randn(12480, 128, 64), torch.randn(12480, 128, 4)]


def get_init_inputs():
    return []
