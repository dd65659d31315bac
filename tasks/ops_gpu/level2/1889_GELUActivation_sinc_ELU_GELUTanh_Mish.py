"""hf.GELUActivation -> torch.sinc -> ELU -> hf.GELUTanh -> Mish: synthesised by warpgym synth (seed 7, index 2994, transformers#5, dim 0 x300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUActivation -> torch.sinc -> ELU -> hf.GELUTanh -> Mish"""

    def __init__(self):
        super().__init__()
        self.geluactivation_0 = GELUActivation()
        self.elu_2 = nn.ELU()
        self.gelutanh_3 = GELUTanh(use_gelu_tanh_python=True)
        self.mish_4 = nn.Mish()

    def forward(self, x):
        x = self.geluactivation_0(x)
        x = torch.sinc(x)
        x = self.elu_2(x)
        x = self.gelutanh_3(x)
        x = self.mish_4(x)
        return x


def get_inputs():
    return [torch.randn(2400, 16, 32, 32)]


def get_init_inputs():
    return []
