"""hf.XIELUActivation -> AvgPool2d -> F.mish -> torch.max: synthesised by warpgym synth (seed 7, index 4309, transformers#4, dim 0 x433)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> AvgPool2d -> F.mish -> torch.max"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.avgpool2d_1 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = self.avgpool2d_1(x)
        x = F.mish(x)
        x = torch.max(x, x1)
        return x


def get_inputs():
    return [torch.randn(6928, 32, 16, 16), torch.randn(6928, 32, 5, 5)]


def get_init_inputs():
    return []
