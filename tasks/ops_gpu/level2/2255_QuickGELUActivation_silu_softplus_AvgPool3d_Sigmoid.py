"""hf.QuickGELUActivation -> F.silu -> F.softplus -> AvgPool3d -> Sigmoid: synthesised by warpgym synth (seed 7, index 3578, transformers#5, dim 0 x1547)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """hf.QuickGELUActivation -> F.silu -> F.softplus -> AvgPool3d -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_0 = QuickGELUActivation()
        self.avgpool3d_3 = nn.AvgPool3d(kernel_size=3)
        self.sigmoid_4 = nn.Sigmoid()

    def forward(self, x):
        x = self.quickgeluactivation_0(x)
        x = F.silu(x)
        x = F.softplus(x)
        x = self.avgpool3d_3(x)
        x = self.sigmoid_4(x)
        return x


def get_inputs():
    return [torch.randn(6188, 16, 8, 8, 8)]


def get_init_inputs():
    return []
