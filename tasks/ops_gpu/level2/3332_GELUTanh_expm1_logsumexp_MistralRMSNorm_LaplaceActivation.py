"""hf.GELUTanh -> torch.expm1 -> torch.logsumexp -> hf.MistralRMSNorm -> hf.LaplaceActivation: synthesised by warpgym synth (seed 7, index 5248, transformers#5, dim 0 x792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import LaplaceActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.GELUTanh -> torch.expm1 -> torch.logsumexp -> hf.MistralRMSNorm -> hf.LaplaceActivation"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.mistralrmsnorm_3 = MistralRMSNorm(hidden_size=32)
        self.laplaceactivation_4 = LaplaceActivation()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = torch.expm1(x)
        x = torch.logsumexp(x, -1)
        x = self.mistralrmsnorm_3(x)
        x = self.laplaceactivation_4(x)
        return x


def get_inputs():
    return [torch.randn(12672, 32, 256)]


def get_init_inputs():
    return []
