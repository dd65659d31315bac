"""AdaptiveMaxPool3d -> F.relu -> torch.mul -> Hardsigmoid: synthesised by warpgym synth (seed 7, index 3126, torch#4, dim 0 x8882)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool3d -> F.relu -> torch.mul -> Hardsigmoid"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool3d_0 = nn.AdaptiveMaxPool3d(output_size=4)
        self.hardsigmoid_3 = nn.Hardsigmoid()

    def forward(self, x, x1):
        x = self.adaptivemaxpool3d_0(x)
        x = F.relu(x)
        x = torch.mul(x, x1)
        x = self.hardsigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(17764, 8, 8, 16, 16), torch.randn(17764, 8, 4, 4, 4)]


def get_init_inputs():
    return []
