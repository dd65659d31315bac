"""hf.ReLUSquaredActivation -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 9, index 419, transformers#2, dim 0 x178)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=64)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.mistralrmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(5696, 128, 64)]


def get_init_inputs():
    return []
