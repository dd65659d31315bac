"""SiLU -> hf.FastGELUActivation -> F.tanh -> AvgPool2d -> F.lp_pool2d: synthesised by warpgym synth (seed 7, index 3015, transformers#5, dim 0 x909)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import FastGELUActivation


class Model(nn.Module):
    """SiLU -> hf.FastGELUActivation -> F.tanh -> AvgPool2d -> F.lp_pool2d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.fastgeluactivation_1 = FastGELUActivation()
        self.avgpool2d_3 = nn.AvgPool2d(kernel_size=3)

    def forward(self, x):
        x = self.silu_0(x)
        x = self.fastgeluactivation_1(x)
        x = F.tanh(x)
        x = self.avgpool2d_3(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(7272, 16, 32, 32)]


def get_init_inputs():
    return []
