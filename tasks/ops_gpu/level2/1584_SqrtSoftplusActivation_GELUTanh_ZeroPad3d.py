"""hf.SqrtSoftplusActivation -> hf.GELUTanh -> ZeroPad3d: synthesised by warpgym synth (seed 7, index 2518, transformers#3, dim 0 x202)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> hf.GELUTanh -> ZeroPad3d"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.gelutanh_1 = GELUTanh(use_gelu_tanh_python=True)
        self.zeropad3d_2 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.gelutanh_1(x)
        x = self.zeropad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(6464, 128, 64)]


def get_init_inputs():
    return []
