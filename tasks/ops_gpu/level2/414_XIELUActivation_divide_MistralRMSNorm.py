"""hf.XIELUActivation -> torch.divide -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 654, transformers#3, dim 0 x590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.XIELUActivation -> torch.divide -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=512)

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = torch.divide(x, x1)
        x = self.mistralrmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(151040, 512), torch.randn(151040, 512)]


def get_init_inputs():
    return []
