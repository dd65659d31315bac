"""hf.MistralRMSNorm -> torch.heaviside -> MultiLabelSoftMarginLoss: synthesised by warpgym synth (seed 7, index 3534, transformers#3, dim 0 x346)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.heaviside -> MultiLabelSoftMarginLoss"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=128)
        self.multilabelsoftmarginloss_2 = nn.MultiLabelSoftMarginLoss()

    def forward(self, x, x1, x2):
        x = self.mistralrmsnorm_0(x)
        x = torch.heaviside(x, x1)
        x = self.multilabelsoftmarginloss_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(5536, 64, 128), torch.randn(5536, 64, 128), torch.randn(5536, 64, 128)]


def get_init_inputs():
    return []
