"""torch.addcdiv -> ReflectionPad1d -> torch.reciprocal -> BatchNorm1d -> Softmax: synthesised by warpgym synth (seed 7, index 2865, torch#5, dim 0 x951)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.addcdiv -> ReflectionPad1d -> torch.reciprocal -> BatchNorm1d -> Softmax"""

    def __init__(self):
        super().__init__()
        self.reflectionpad1d_1 = nn.ReflectionPad1d(padding=1)
        self.batchnorm1d_3 = nn.BatchNorm1d(num_features=256)
        self.softmax_4 = nn.Softmax()

    def forward(self, x, x1, x2):
        x = torch.addcdiv(x, x1, x2)
        x = self.reflectionpad1d_1(x)
        x = torch.reciprocal(x)
        x = self.batchnorm1d_3(x)
        x = self.softmax_4(x)
        return x


def get_inputs():
    return [torch.randn(7608, 256, 128), torch.randn(7608, 256, 128), torch.randn(7608, 256, 128)]


def get_init_inputs():
    return []
