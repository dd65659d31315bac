"""F.hardsigmoid -> Softmax2d -> torch.sign -> AdaptiveAvgPool3d -> MSELoss: synthesised by warpgym synth (seed 7, index 6777, torch#5, dim 0 x721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardsigmoid -> Softmax2d -> torch.sign -> AdaptiveAvgPool3d -> MSELoss"""

    def __init__(self):
        super().__init__()
        self.softmax2d_1 = nn.Softmax2d()
        self.adaptiveavgpool3d_3 = nn.AdaptiveAvgPool3d(output_size=4)
        self.mseloss_4 = nn.MSELoss()

    def forward(self, x, x1):
        x = F.hardsigmoid(x)
        x = self.softmax2d_1(x)
        x = torch.sign(x)
        x = self.adaptiveavgpool3d_3(x)
        x = self.mseloss_4(x, x1)
        return x


def get_inputs():
    return [torch.randn(2884, 32, 32, 32), torch.randn(2884, 4, 4, 4)]


def get_init_inputs():
    return []
