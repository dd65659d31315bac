"""F.hardtanh -> LayerNorm -> F.tanh -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 864, torch#4, dim 0 x5688)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.hardtanh -> LayerNorm -> F.tanh -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.layernorm_1 = nn.LayerNorm(normalized_shape=256)
        self.multilabelsoftmarginloss_3 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1):
        x = F.hardtanh(x)
        x = self.layernorm_1(x)
        x = F.tanh(x)
        x = self.multilabelsoftmarginloss_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(728064, 256), torch.randn(728064, 256)]


def get_init_inputs():
    return []
