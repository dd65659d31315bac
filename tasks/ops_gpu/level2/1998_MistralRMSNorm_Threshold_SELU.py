"""hf.MistralRMSNorm -> Threshold -> SELU: synthesised by warpgym synth (seed 7, index 3151, transformers#3, dim 0 x2378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> Threshold -> SELU"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=512)
        self.threshold_1 = nn.Threshold(threshold=0.5, value=0.5)
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = self.threshold_1(x)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(608768, 512)]


def get_init_inputs():
    return []
