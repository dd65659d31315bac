"""torch.matrix_power -> F.normalize -> AdaptiveMaxPool2d -> Bilinear: synthesised by warpgym synth (seed 7, index 2668, torch#4, dim 0 x575)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.matrix_power -> F.normalize -> AdaptiveMaxPool2d -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_2 = nn.AdaptiveMaxPool2d(output_size=4)
        self.bilinear_3 = nn.Bilinear(in1_features=4, in2_features=4, out_features=4)

    def forward(self, x, x1):
        x = torch.matrix_power(x, 2)
        x = F.normalize(x)
        x = self.adaptivemaxpool2d_2(x)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(2300, 32, 32, 32), torch.randn(2300, 32, 4, 4)]


def get_init_inputs():
    return []
