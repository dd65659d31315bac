"""Mish -> hf.MistralRMSNorm -> hf.AccurateGELUActivation -> F.rrelu: synthesised by warpgym synth (seed 7, index 1936, transformers#4, dim 0 x282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import AccurateGELUActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """Mish -> hf.MistralRMSNorm -> hf.AccurateGELUActivation -> F.rrelu"""

    def __init__(self):
        super().__init__()
        self.mish_0 = nn.Mish()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=32)
        self.accurategeluactivation_2 = AccurateGELUActivation()

    def forward(self, x):
        x = self.mish_0(x)
        x = self.mistralrmsnorm_1(x)
        x = self.accurategeluactivation_2(x)
        x = F.rrelu(x)
        return x


def get_inputs():
    return [torch.randn(1128, 32, 32, 32)]


def get_init_inputs():
    return []
